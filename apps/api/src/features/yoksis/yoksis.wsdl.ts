/**
 * The WSDL the development counterpart serves at /dev/yoksis?wsdl (issue 20): a document/literal SOAP 1.1
 * service shaped like the council's student web services (list a programme's students or graduates, correct
 * one field, register a new student). The client never reads this file: it loads the WSDL from YOKSIS_URL.
 */

/** The service's target namespace. */
export const YOKSIS_NS = 'http://yoksis.yok.gov.tr/ws/UniversiteOgrenci'

const credentials = `
          <xs:element name="KullaniciAdi" type="xs:string"/>
          <xs:element name="Sifre" type="xs:string"/>`

const answer = `
        <xs:complexType>
          <xs:sequence>
            <xs:element name="SonucKodu" type="xs:string"/>
            <xs:element name="SonucMesaji" type="xs:string"/>
            <xs:element name="IslemNo" type="xs:string" minOccurs="0"/>
          </xs:sequence>
        </xs:complexType>`

const operations = ['OgrenciListesi', 'OgrenciGuncelle', 'OgrenciKaydet'] as const

/** The WSDL text with `location` as the service address. */
export function yoksisWsdl(location: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions name="UniversiteOgrenci" targetNamespace="${YOKSIS_NS}"
  xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="${YOKSIS_NS}" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <types>
    <xs:schema targetNamespace="${YOKSIS_NS}" elementFormDefault="qualified">
      <xs:complexType name="Kayit">
        <xs:sequence>
          <xs:element name="TCKimlikNo" type="xs:string"/>
          <xs:element name="Ad" type="xs:string"/>
          <xs:element name="Soyad" type="xs:string"/>
          <xs:element name="ProgramKodu" type="xs:string"/>
          <xs:element name="Durum" type="xs:string"/>
          <xs:element name="GirisTarihi" type="xs:string"/>
          <xs:element name="MezuniyetTarihi" type="xs:string" minOccurs="0"/>
          <xs:element name="AGNO" type="xs:string" minOccurs="0"/>
        </xs:sequence>
      </xs:complexType>
      <xs:element name="OgrenciListesiIstek">
        <xs:complexType>
          <xs:sequence>${credentials}
            <xs:element name="ProgramKodu" type="xs:string"/>
            <xs:element name="Tur" type="xs:string"/>
            <xs:element name="Sayfa" type="xs:int"/>
            <xs:element name="SayfaBoyutu" type="xs:int"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="OgrenciListesiCevap">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="ToplamKayit" type="xs:int"/>
            <xs:element name="Kayit" type="tns:Kayit" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="OgrenciGuncelleIstek">
        <xs:complexType>
          <xs:sequence>${credentials}
            <xs:element name="TCKimlikNo" type="xs:string"/>
            <xs:element name="ProgramKodu" type="xs:string"/>
            <xs:element name="Alan" type="xs:string"/>
            <xs:element name="Deger" type="xs:string"/>
            <xs:element name="IslemAnahtari" type="xs:string"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="OgrenciGuncelleCevap">${answer}
      </xs:element>
      <xs:element name="OgrenciKaydetIstek">
        <xs:complexType>
          <xs:sequence>${credentials}
            <xs:element name="TCKimlikNo" type="xs:string"/>
            <xs:element name="Ad" type="xs:string"/>
            <xs:element name="Soyad" type="xs:string"/>
            <xs:element name="ProgramKodu" type="xs:string"/>
            <xs:element name="GirisTarihi" type="xs:string"/>
            <xs:element name="IslemAnahtari" type="xs:string"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="OgrenciKaydetCevap">${answer}
      </xs:element>
    </xs:schema>
  </types>
${operations
  .map(
    (op) => `  <message name="${op}Girdi"><part name="parameters" element="tns:${op}Istek"/></message>
  <message name="${op}Cikti"><part name="parameters" element="tns:${op}Cevap"/></message>`,
  )
  .join('\n')}
  <portType name="UniversiteOgrenciPortType">
${operations
  .map(
    (op) =>
      `    <operation name="${op}"><input message="tns:${op}Girdi"/><output message="tns:${op}Cikti"/></operation>`,
  )
  .join('\n')}
  </portType>
  <binding name="UniversiteOgrenciBinding" type="tns:UniversiteOgrenciPortType">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
${operations
  .map(
    (op) => `    <operation name="${op}">
      <soap:operation soapAction="${YOKSIS_NS}/${op}"/>
      <input><soap:body use="literal"/></input>
      <output><soap:body use="literal"/></output>
    </operation>`,
  )
  .join('\n')}
  </binding>
  <service name="UniversiteOgrenciServisi">
    <port name="UniversiteOgrenciPort" binding="tns:UniversiteOgrenciBinding">
      <soap:address location="${location}"/>
    </port>
  </service>
</definitions>`
}
