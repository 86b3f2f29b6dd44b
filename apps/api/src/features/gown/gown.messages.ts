/** Messages of the graduation gown and cap (issue 17; spec §5, §8), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'gown.noCeremony': 'Şu anda cübbe ve kep talebi alınan bir mezuniyet töreni yok.',
    'gown.notGraduating': 'Cübbe ve kep talebi yalnızca bu törende mezun olacak öğrenciler içindir.',
    'gown.doubleMajor': 'Çift anadal ve yandal öğrencileri cübbe ve kep talebinde bulunamaz.',
    'gown.outsideDates':
      'Cübbe ve kep talepleri {start} ile {end} {time} arasında alınır; şu an talep tarihleri dışındasınız.',
    'gown.proxyRequired': 'Vekil ile teslim için vekilin adı soyadı ve T.C. kimlik numarası zorunludur.',
    'gown.proxyTcInvalid': 'Vekilin T.C. kimlik numarası geçerli değil.',
    'gown.mustAccept': 'Ödemeden önce okudum-onaylıyorum beyanını kabul etmelisiniz.',
    'gown.alreadyRequested': 'Bu tören için zaten bir cübbe ve kep talebiniz var.',
    'gown.notFound': 'Cübbe talebi bulunamadı.',
    'gown.cannotPay': 'Bu talebin depozitosu için yeni bir ödeme başlatılamaz.',
    'gown.outsidePickup': 'Teslim yalnızca teslim günlerinde {windows} saatleri arasında yapılır.',
    'gown.notActive': 'Bu talep teslime hazır değil (depozito alınmamış ya da zaten teslim edilmiş).',
    'gown.noProxy': 'Bu talepte vekil belirtilmemiş; yalnızca öğrenciye teslim edilebilir.',
    'gown.notHandedOut': 'Bu cübbe teslim edilmemiş ya da zaten iade alınmış.',
    'gown.reasonRequired': 'Hasarlı iadede gerekçe zorunludur.',
    'gown.lateReason': 'Geç iade ({at})',
    'gown.requested':
      'Talebiniz alındı. Depozito için bankanın güvenli ödeme sayfasına yönlendiriliyorsunuz.',
    'gown.handedOut': 'Cübbe ve kep teslim edildi.',
    'gown.returnedReleased': 'İade alındı; depozito provizyonu çözüldü.',
    'gown.returnedCaptured': 'İade alındı; depozito tahsil edildi.',
    'gown.returnedBankPending':
      'İade kaydedildi ancak bankaya ulaşılamadı; depozito iade edilecekler listesinde bekliyor.',
    'gown.bulkDone': '{released} depozito iade edildi, {failed} işlem başarısız.',
  },
  en: {
    'gown.noCeremony': 'There is no graduation ceremony taking gown and cap requests right now.',
    'gown.notGraduating': 'Gown and cap requests are only for students graduating at this ceremony.',
    'gown.doubleMajor': 'Double-major and minor students cannot request a gown and cap.',
    'gown.outsideDates':
      'Gown and cap requests are taken from {start} until {end} {time}; it is outside the request dates now.',
    'gown.proxyRequired': "For pickup by a proxy, the proxy's full name and T.C. kimlik no are required.",
    'gown.proxyTcInvalid': "The proxy's T.C. kimlik no is not valid.",
    'gown.mustAccept': 'You must accept the read-and-accepted statement before payment.',
    'gown.alreadyRequested': 'You already have a gown and cap request for this ceremony.',
    'gown.notFound': 'Gown request not found.',
    'gown.cannotPay': "A new payment cannot be started for this request's deposit.",
    'gown.outsidePickup': 'Hand-out happens only on pickup days between {windows}.',
    'gown.notActive': 'This request is not ready for hand-out (no deposit held, or already handed out).',
    'gown.noProxy': 'This request names no proxy; it can only be handed to the student.',
    'gown.notHandedOut': 'This gown has not been handed out or has already been taken back.',
    'gown.reasonRequired': 'A reason is required for a damaged return.',
    'gown.lateReason': 'Late return ({at})',
    'gown.requested':
      "Your request is recorded. You are being sent to the bank's secure page for the deposit.",
    'gown.handedOut': 'The gown and cap were handed out.',
    'gown.returnedReleased': 'Taken back; the deposit provision was released.',
    'gown.returnedCaptured': 'Taken back; the deposit was captured.',
    'gown.returnedBankPending':
      'The return is recorded but the bank could not be reached; the deposit waits in the refunds due.',
    'gown.bulkDone': '{released} deposits refunded, {failed} failed.',
  },
})
