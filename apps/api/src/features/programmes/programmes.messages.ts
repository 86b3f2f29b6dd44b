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
    'programmes.admission.year': 'Yıl {min} ile {max} arasında olmalıdır.',
    'programmes.admission.scoreType': 'Bu programın puan türü şunlardan biri olmalıdır: {types}.',
    'programmes.admission.placedOverQuota': 'Yerleşen sayısı kontenjanı aşamaz.',
    'programmes.admission.scoresWithoutPlaced':
      'Yerleşen yoksa en düşük ve en yüksek puan boş bırakılmalıdır.',
    'programmes.admission.scoresRequired': 'Yerleşen varsa en düşük ve en yüksek puan girilmelidir.',
    'programmes.admission.scoreRange':
      'Puanlar {min} ile {max} arasında, en çok beş ondalık basamaklı olmalıdır.',
    'programmes.admission.minOverMax': 'En düşük puan en yüksek puandan büyük olamaz.',
    'programmes.admission.exists': '{year} yılının verileri zaten girilmiş; satırı düzenleyin.',
    'programmes.admission.stale':
      'Bu yılın verileri siz düzenlerken başka biri tarafından değiştirildi. Listeyi yenileyip tekrar deneyin.',
    'programmes.admission.badSheet':
      'Dosya okunamadı ya da sütunları şablondakiyle aynı değil. Şablonu indirip onu doldurun.',
    'programmes.admission.unknownProgramme': 'Bu program kodu yetki alanınızdaki programlarda yok.',
    'programmes.admission.badNumbers': 'Şu sütunlar dolu ve geçerli olmalıdır: {columns}.',
    'programmes.admission.badScore': 'Puan sayı olmalıdır (en çok beş ondalık): {columns}.',
    'programmes.admission.duplicateRow': 'Bu programın {year} yılı dosyada birden fazla kez var.',
    'programmes.admission.noRows': 'Dosyada doldurulmuş satır yok.',
    'programmes.admission.hasErrors': 'Dosyada hatalı satırlar var; hiçbir satır kaydedilmedi.',
    'programmes.admission.imported': 'Yerleştirme verileri içe aktarıldı.',
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
    'programmes.admission.year': 'The year must be between {min} and {max}.',
    'programmes.admission.scoreType': 'This programme’s score type must be one of: {types}.',
    'programmes.admission.placedOverQuota': 'The placed count cannot exceed the quota.',
    'programmes.admission.scoresWithoutPlaced':
      'Leave the minimum and maximum scores empty when no one was placed.',
    'programmes.admission.scoresRequired': 'Enter the minimum and maximum scores when someone was placed.',
    'programmes.admission.scoreRange': 'Scores must be between {min} and {max}, with at most five decimals.',
    'programmes.admission.minOverMax': 'The minimum score cannot be greater than the maximum score.',
    'programmes.admission.exists': 'The figures of {year} have been entered already; edit that row.',
    'programmes.admission.stale':
      'Someone else changed this year’s figures while you were editing them. Reload the list and try again.',
    'programmes.admission.badSheet':
      'The file could not be read or its columns differ from the template. Download the template and fill it in.',
    'programmes.admission.unknownProgramme': 'This programme code is not among the programmes in your scope.',
    'programmes.admission.badNumbers': 'These columns must be filled in and valid: {columns}.',
    'programmes.admission.badScore': 'Scores must be numbers (at most five decimals): {columns}.',
    'programmes.admission.duplicateRow': 'This programme’s year {year} appears more than once in the file.',
    'programmes.admission.noRows': 'The file has no filled-in rows.',
    'programmes.admission.hasErrors': 'The file has rows with errors; no row was stored.',
    'programmes.admission.imported': 'The admission figures were imported.',
    'programmes.saved': 'Saved.',
    'programmes.cloned': 'The version was cloned; the new draft is open for editing.',
    'programmes.published': 'The version was published.',
    'programmes.deleted': 'The draft was deleted.',
  },
})
