import base64
import io
import os
import subprocess
import tempfile

from lxml import etree

from ..base import BaseHandler
from ..settings import settings

INV_NS = "urn:example:partner:invoices:v1"


class LegacyInvoiceHandler(BaseHandler):
    """Invoices from the old EDI converter still reference the INVOIC DTD."""

    action = "SubmitInvoice"

    def parse(self, body):
        parser = etree.XMLParser(dtd_validation=True, resolve_entities=True, no_network=False)
        return etree.parse(io.BytesIO(body), parser).getroot()

    def _store_attachment(self, element):
        name = element.findtext("{%s}FileName" % INV_NS)
        data = base64.b64decode(element.findtext("{%s}Content" % INV_NS) or "")
        folder = os.path.join(settings.attachment_dir, self.partner)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, name)
        with open(path, "wb") as fh:
            fh.write(data)
        return path

    def _render_pdf(self, payload, number):
        with tempfile.TemporaryDirectory(prefix="invoice-") as tmp:
            xml_path = os.path.join(tmp, "invoice.xml")
            with open(xml_path, "wb") as fh:
                fh.write(etree.tostring(payload))
            pdf_path = os.path.join(settings.invoice_out, "%s-%s.pdf" % (self.partner, number))
            cmd = "fop -xml %s -xsl %s -pdf '%s'" % (xml_path, settings.invoice_xsl, pdf_path)
            subprocess.check_call(cmd, shell=True)
        return pdf_path

    def _print(self, pdf_path):
        subprocess.run(["lpr", "-P", settings.printer, pdf_path], check=True)

    def handle(self, payload):
        number = payload.findtext("{%s}InvoiceNumber" % INV_NS) or "unnumbered"
        for att in payload.iter("{%s}Attachment" % INV_NS):
            self._store_attachment(att)
        pdf = self._render_pdf(payload, number)
        self._print(pdf)
        return '<SubmitInvoiceResponse xmlns="%s"><Accepted>true</Accepted></SubmitInvoiceResponse>' % INV_NS
