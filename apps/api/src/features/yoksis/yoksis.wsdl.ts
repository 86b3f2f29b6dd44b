/**
 * The WSDLs the development counterpart serves at /dev/yoksis/ws/<Service>?WSDL (issue 35): YÖKSİS's four SOAP
 * services with the operation, element and field names of the public references (yoksis.client.ts lists them).
 * Like the real ones (xokul's recorded Referanslarv1 WSDL), they are document/literal SOAP 1.1 with unqualified
 * local elements, a webMethods-style binding (`WSDLs_…_Binder`) and `SONUC/DurumAciklama` in every answer. The
 * target namespace of Referanslarv1 is the recorded one; the others follow its pattern (an assumption: the
 * references do not show them, and a client reads them from the WSDL anyway).
 */

/** The services the counterpart serves, by name. */
export const WSDL_SERVICES = [
  'TcKimlikNoileOgrenciSorgulaDetayv4',
  'TcKimlikNoileMezunOgrenciSorgulav2',
  'UniversiteBirimlerv1',
  'Referanslarv1',
] as const
export type WsdlService = (typeof WSDL_SERVICES)[number]

/** Target namespace of each service (Referanslarv1 recorded; the others by its pattern). */
export const WSDL_NAMESPACE: Record<WsdlService, string> = {
  TcKimlikNoileOgrenciSorgulaDetayv4: 'http://servisler.yok.gov.tr/TcKimlikNoileOgrenciSorgulaDetay/v4',
  TcKimlikNoileMezunOgrenciSorgulav2: 'http://servisler.yok.gov.tr/TcKimlikNoileMezunOgrenciSorgula/v2',
  UniversiteBirimlerv1: 'http://servisler.yok.gov.tr/UniversiteBirimler/v1',
  Referanslarv1: 'http://servisler.yok.gov.tr/Referanslar/v1',
}

const el = (name: string, type = 'xsd:string', many = false) =>
  `<xsd:element name="${name}" nillable="true" type="${type}"${many ? ' minOccurs="0" maxOccurs="unbounded"' : ' minOccurs="0"'}/>`
const complex = (name: string, ...children: string[]) =>
  `<xsd:complexType name="${name}"><xsd:sequence>${children.join('')}</xsd:sequence></xsd:complexType>`

const COMMON = [
  complex('Sonuc', el('DurumAciklama')),
  complex('KodAd', el('KOD'), el('AD')),
  complex('Tarih', el('YIL'), el('AY'), el('GUN')),
  complex('TarihSaat', el('YIL'), el('AY'), el('GUN'), el('SAAT'), el('DAKIKA'), el('SANIYE')),
]

/** Per service: its operations as [operation, request fields, response children] and extra types. */
const SHAPES: Record<WsdlService, { types: string[]; ops: [string, string[], string[]][] }> = {
  TcKimlikNoileOgrenciSorgulaDetayv4: {
    types: [
      complex(
        'KisiselBilgiler',
        el('TC_KIMLIK_NO'),
        el('ADI'),
        el('SOYADI'),
        el('BABA_ADI'),
        el('ANNE_ADI'),
        el('DOGUM_TARIHI', 'tns:Tarih'),
        el('CINSIYETI', 'tns:KodAd'),
        el('UYRUGU', 'tns:KodAd'),
      ),
      complex('Diploma', el('NOTU'), el('NOT_SISTEMI'), el('NO')),
      complex(
        'OgrencilikBilgileri',
        el('OGRENCI_NO'),
        el('AKTIF_DONEM_NO'),
        el('AKTS'),
        el('GIRIS_PUANI'),
        el('KAC_DONEM_HAZIRLIK'),
        el('KAYIT_TARIHI', 'tns:TarihSaat'),
        el('ENGEL_ORANI'),
        el('ENGEL_TURU', 'tns:KodAd'),
        el('DIPLOMA', 'tns:Diploma'),
        el('AYRILMA_TARIHI', 'tns:Tarih'),
        el('AYRILMA_NEDENI', 'tns:KodAd'),
        el('OGRENCILIK_HAKKI_BITTI_TARIH', 'tns:Tarih'),
        el('GIRIS_PUAN_TURU', 'tns:KodAd'),
        el('GIRIS_TURU', 'tns:KodAd'),
        el('GAZI_SEHIT_YAKINI', 'tns:KodAd'),
        el('HAZIRLIK_SINIFI', 'tns:KodAd'),
        el('OGRENCILIK_HAKKI_VARMI', 'tns:KodAd'),
        el('OGRENCILIK_STATUSU', 'tns:KodAd'),
      ),
      complex(
        'BirimBilgileri',
        el('BIRIM', 'tns:KodAd'),
        el('BIRIM_UZUN_ADI'),
        el('BIRIM_ADI_INGILIZCE'),
        el('KILAVUZ_KODU'),
        el('BAGLI_OLDUGU_BIRIM_ID'),
        el('OGRENIM_SURESI'),
        el('IL', 'tns:KodAd'),
        el('ILCE', 'tns:KodAd'),
        el('FAKULTE_YO_MYO_ENSTITU', 'tns:KodAd'),
        el('OGRENIM_DILI', 'tns:KodAd'),
        el('OGRENIM_TURU', 'tns:KodAd'),
        el('BIRIM_TURU', 'tns:KodAd'),
        el('UNIVERSITE', 'tns:KodAd'),
        el('UNIVERSITE_TURU', 'tns:KodAd'),
        el('AKTIFLIK', 'tns:KodAd'),
      ),
      complex(
        'OgrenciKaydi',
        el('KISISEL_BILGILER', 'tns:KisiselBilgiler'),
        el('OGRENCILIK_BILGILERI', 'tns:OgrencilikBilgileri'),
        el('BIRIM', 'tns:BirimBilgileri'),
        el('YGECIS_BIRIM_ID', 'tns:BirimBilgileri'),
      ),
    ],
    ops: [
      [
        'TcKimlikNoileOgrenciSorgulaDetayv4',
        [el('TC_KIMLIK_NO')],
        [el('OGRENCI_KAYITLARI', 'tns:OgrenciKaydi', true), el('SONUC', 'tns:Sonuc')],
      ],
    ],
  },
  TcKimlikNoileMezunOgrenciSorgulav2: {
    types: [
      complex(
        'MezunOgrenci',
        el('TCKNO'),
        el('ADI'),
        el('SOYADI'),
        el('BABA_ADI'),
        el('ANNE_ADI'),
        el('DOGUM_TARIHI', 'tns:Tarih'),
        el('MEZUNIYET_TARIHI', 'tns:Tarih'),
        el('DIPLOMA_NOTU'),
        el('DIPLOMA_NOT_SISTEMI'),
        el('DIPLOMA_NO'),
        el('FAK_MYO_YO_ENS'),
        el('PROGRAM_ADI'),
        el('BIRIM_ID'),
        el('UNIV_ID'),
        el('UNIVERSITE_ADI'),
      ),
    ],
    ops: [
      [
        'TcKimlikNoilMezunOgrenciSorgulav2',
        [el('TCKNO')],
        [el('MEZUN_OGRENCI_KAYITLARI', 'tns:MezunOgrenci', true), el('SONUC', 'tns:Sonuc')],
      ],
    ],
  },
  UniversiteBirimlerv1: {
    types: [
      complex(
        'Birim',
        el('BIRIM_ID'),
        el('BIRIM_ADI'),
        el('BIRIM_UZUN_ADI'),
        el('BIRIM_ADI_INGILIZCE'),
        el('BAGLI_OLDUGU_BIRIM_ID'),
        el('BIRIM_TURU_ADI'),
        el('AKTIF'),
        el('IL_KODU'),
        el('ILCE_KODU'),
        el('KILAVUZ_KODU'),
        el('OGRENIM_DILI'),
        el('OGRENIM_TURU'),
        el('OGRENIM_SURESI'),
      ),
    ],
    ops: [
      ['IDdenBirimAdiGetir', [el('BIRIM_ID')], [el('Birimler', 'tns:Birim', true), el('SONUC', 'tns:Sonuc')]],
      ['AltBirimleriGetir', [el('BIRIM_ID')], [el('Birimler', 'tns:Birim', true), el('SONUC', 'tns:Sonuc')]],
    ],
  },
  Referanslarv1: {
    types: [],
    ops: [['ReferansDeger', [el('Kod')], [el('REFERANS', 'tns:KodAd', true), el('SONUC', 'tns:Sonuc')]]],
  },
}

/** The WSDL text of `service` with `location` as its address. */
export function yoksisWsdl(service: WsdlService, location: string): string {
  const ns = WSDL_NAMESPACE[service]
  const shape = SHAPES[service]
  const binder = `WSDLs_${service}_Binder`
  const elements = shape.ops
    .map(
      ([op, req, res]) =>
        `<xsd:element name="${op}" type="tns:${op}"/><xsd:element name="${op}Response" type="tns:${op}Response"/>` +
        complex(op, ...req) +
        complex(`${op}Response`, ...res),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<wsdl:definitions name="${service}" targetNamespace="${ns}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
  xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="${ns}" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <wsdl:types>
    <xsd:schema targetNamespace="${ns}" xmlns:tns="${ns}">
${[...COMMON, ...shape.types].join('\n')}
${elements}
    </xsd:schema>
  </wsdl:types>
${shape.ops
  .map(
    ([
      op,
    ]) => `  <wsdl:message name="${service}_PortType_${op}"><wsdl:part name="parameters" element="tns:${op}"/></wsdl:message>
  <wsdl:message name="${service}_PortType_${op}Response"><wsdl:part name="parameters" element="tns:${op}Response"/></wsdl:message>`,
  )
  .join('\n')}
  <wsdl:portType name="${service}_PortType">
${shape.ops
  .map(
    ([op]) =>
      `    <wsdl:operation name="${op}"><wsdl:input message="tns:${service}_PortType_${op}"/><wsdl:output message="tns:${service}_PortType_${op}Response"/></wsdl:operation>`,
  )
  .join('\n')}
  </wsdl:portType>
  <wsdl:binding name="${binder}" type="tns:${service}_PortType">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
${shape.ops
  .map(
    ([op]) => `    <wsdl:operation name="${op}">
      <soap:operation soapAction="${binder}_${op}" style="document"/>
      <wsdl:input><soap:body parts="parameters" use="literal"/></wsdl:input>
      <wsdl:output><soap:body parts="parameters" use="literal"/></wsdl:output>
    </wsdl:operation>`,
  )
  .join('\n')}
  </wsdl:binding>
  <wsdl:service name="${service}">
    <wsdl:port name="${service}_Port" binding="tns:${binder}">
      <soap:address location="${location}"/>
    </wsdl:port>
  </wsdl:service>
</wsdl:definitions>`
}
