/** Messages of the programmes feature (issue 19), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'programmes.readOnly': 'Yayımlanmış bir versiyon değiştirilemez; değişiklik için versiyonu kopyalayın.',
    'programmes.stale':
      'Bu versiyon siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
    'programmes.draftExists': 'Bu programın zaten düzenlenmekte olan bir taslak versiyonu var.',
    'programmes.datesRequired': 'Yayımlamak için yayın tarihi ve yürürlük tarihi zorunludur.',
    'programmes.effectiveBeforePublish': 'Yürürlük tarihi yayın tarihinden önce olamaz.',
    'programmes.termNotFound': 'Seçilen dönem bulunamadı.',
    'programmes.duplicateSection': 'Her bilgi bölümü yalnızca bir kez girilebilir.',
    'programmes.duplicateOutcome': 'Program çıktı numaraları benzersiz olmalıdır.',
    'programmes.duplicateCell': 'Bir çıktı ile bir tanımlayıcı yalnızca bir kez eşleştirilebilir.',
    'programmes.unknownOutcome': 'Eşleştirmede bu versiyonda olmayan bir program çıktısı var.',
    'programmes.unknownDescriptor': 'Eşleştirmede programın düzeyine ait olmayan bir TYYÇ tanımlayıcısı var.',
    'programmes.feesNotApplicable': 'Ücret girişi yalnızca ön lisans ve lisans programları için yapılır.',
    'programmes.descriptorCodeTaken': 'Bu düzeyde aynı koda sahip bir tanımlayıcı zaten var.',
    'programmes.previewInvalid': 'Önizleme bağlantısı geçersiz ya da süresi dolmuş.',
    'programmes.saved': 'Kaydedildi.',
    'programmes.cloned': 'Versiyon kopyalandı; yeni taslak düzenlemeye açık.',
    'programmes.published': 'Versiyon yayımlandı.',
    'programmes.deleted': 'Taslak silindi.',
  },
  en: {
    'programmes.readOnly': 'A published version cannot be changed; clone it to make a change.',
    'programmes.stale':
      'Someone else changed this version while you were editing it. Reload the page and try again.',
    'programmes.draftExists': 'This programme already has a draft version being edited.',
    'programmes.datesRequired': 'The publish date and the effective date are required to publish.',
    'programmes.effectiveBeforePublish': 'The effective date cannot be before the publish date.',
    'programmes.termNotFound': 'The chosen term was not found.',
    'programmes.duplicateSection': 'Each information section may be entered only once.',
    'programmes.duplicateOutcome': 'Programme outcome numbers must be unique.',
    'programmes.duplicateCell': 'An outcome may be mapped to a descriptor only once.',
    'programmes.unknownOutcome': 'The mapping names a programme outcome this version does not have.',
    'programmes.unknownDescriptor':
      'The mapping names a TQF descriptor that is not of the programme’s level.',
    'programmes.feesNotApplicable': 'Fees are entered only for associate and undergraduate programmes.',
    'programmes.descriptorCodeTaken': 'A descriptor with this code already exists at this level.',
    'programmes.previewInvalid': 'The preview link is invalid or has expired.',
    'programmes.saved': 'Saved.',
    'programmes.cloned': 'The version was cloned; the new draft is open for editing.',
    'programmes.published': 'The version was published.',
    'programmes.deleted': 'The draft was deleted.',
  },
})
