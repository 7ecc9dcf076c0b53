from defusedxml import lxml as safe_lxml
from lxml import etree


class ApexStatus:
    """Neptune-style status.xml pushed by the controller."""

    def __init__(self, body):
        self.doc = safe_lxml.fromstring(body)

    def probe_names(self):
        return self.doc.xpath("//probe/name/text()")

    def probe_value(self, name):
        return self.doc.xpath("string(//probe[name=$n]/value)", n=name)

    def outlet_state(self, outlet):
        if not outlet.isidentifier():
            raise ValueError("bad outlet name")
        return self.doc.xpath(f"string(//outlet[name='{outlet}']/state)")
