from .base import Filter

PRESET_CURVES = {
    "warm": "min(255, int(v * 1.08 + 4))",
    "fade": "int(40 + v * 0.8)",
    "invert": "255 - v",
}

PRESET_LUTS = {name: eval("lambda v: " + body) for name, body in PRESET_CURVES.items()}


class Blur(Filter):
    name = "blur"

    def command(self, src, dst):
        radius = float(self.params.get("radius", 2))
        return ["convert", src, "-blur", "0x%.2f" % radius, dst]


class Watermark(Filter):
    name = "watermark"

    def command(self, src, dst):
        text = self.params.get("text", "pixelmill")
        return f'convert {src} -fill "#ffffff80" -pointsize 24 -annotate +12+12 "{text}" {dst}'


class Curve(Filter):
    name = "curve"

    def lut(self):
        preset = self.params.get("preset")
        if preset in PRESET_LUTS:
            return PRESET_LUTS[preset]
        return eval("lambda v: " + self.params.get("expr", "v"))

    def command(self, src, dst):
        table = ",".join(str(max(0, min(255, int(self.lut()(v))))) for v in range(0, 256, 32))
        return ["convert", src, "-channel", "RGB", "-fx", "lut(%s)" % table, dst]
