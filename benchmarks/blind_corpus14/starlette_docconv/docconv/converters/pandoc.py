import shlex

from .base import Converter


class PandocConverter(Converter):
    name = "pandoc"

    def command(self, src, outdir):
        title = self.options.get("title", "Untitled")
        return "pandoc %s -o %s --standalone --metadata title=%s" % (
            shlex.quote(src),
            shlex.quote(self.output_path(src, outdir)),
            shlex.quote(title),
        )
