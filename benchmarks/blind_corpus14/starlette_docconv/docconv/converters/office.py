from .base import Converter

ALLOWED_TARGETS = {"pdf", "docx", "odt", "xlsx", "ods", "html"}


class LibreOfficeConverter(Converter):
    name = "office"
    timeout = 300

    def command(self, src, outdir):
        if self.target not in ALLOWED_TARGETS:
            raise ValueError("unsupported target")
        return ["soffice", "--headless", "--norestore", "--convert-to", self.target, "--outdir", outdir, src]
