"""ISO 20022 camt.053 bank statements pushed by the bank's SFTP bridge."""
from defusedxml import minidom as safe_minidom
from lxml import etree

_CAMT_PARSER = etree.XMLParser(load_dtd=True, no_network=False)
_FIND_ENTRY = etree.XPath("//*[local-name()='Ntry'][*[local-name()='NtryRef']=$ref]")


def parse_statement(body):
    return etree.fromstring(body, _CAMT_PARSER)


def statement_summary(body):
    dom = safe_minidom.parseString(body)
    return len(dom.getElementsByTagName("Ntry"))


def entry_amount(doc, ref):
    hits = doc.xpath(f"//*[local-name()='Ntry'][*[local-name()='NtryRef']='{ref}']/*[local-name()='Amt']")
    return hits[0].text if hits else None


def entry_exists(doc, ref):
    return bool(_FIND_ENTRY(doc, ref=ref))
