from lxml import etree

from .base import BasePartnerOperator

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class XmlLoadOperator(BasePartnerOperator):
    template_fields = BasePartnerOperator.template_fields + ("record_xpath",)

    def __init__(self, record_xpath="//record", **kwargs):
        super().__init__(**kwargs)
        self.record_xpath = record_xpath

    def parse(self, path):
        return etree.parse(path, _PARSER)

    def parse_legacy(self, path):
        return etree.parse(path, etree.XMLParser(resolve_entities=True, load_dtd=True))

    def execute(self, context):
        rows = []
        for path in self.files():
            tree = self.parse_legacy(path) if path.endswith(".v1.xml") else self.parse(path)
            selector = tree.getroot().get("recordPath") or self.record_xpath
            for rec in tree.xpath(selector):
                rows.append({c.tag: c.text for c in rec})
        self.pg.insert_rows(self.staging_table(), [tuple(r.values()) for r in rows])
        return len(rows)
