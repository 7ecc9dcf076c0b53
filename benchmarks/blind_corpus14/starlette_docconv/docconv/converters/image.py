from .base import Converter


class ImageMagickConverter(Converter):
    name = "image"

    def command(self, src, outdir):
        resize = self.options.get("resize", "100%")
        density = int(self.options.get("density", 150))
        return f"convert -density {density} '{src}' -resize {resize} '{self.output_path(src, outdir)}'"
