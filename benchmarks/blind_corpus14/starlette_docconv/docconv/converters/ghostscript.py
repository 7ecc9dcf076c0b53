from .base import Converter

QUALITY = {"screen", "ebook", "printer", "prepress"}


class GhostscriptConverter(Converter):
    """PDF -> smaller PDF."""

    name = "gs"

    def command(self, src, outdir):
        quality = self.options.get("quality", "ebook")
        if quality not in QUALITY:
            quality = "ebook"
        out = self.output_path(src, outdir)
        return "gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -dPDFSETTINGS=/%s -sOutputFile=%s %s" % (quality, out, src)
