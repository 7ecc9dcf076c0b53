import json
import subprocess


class Plugin:
    registry: list[type["Plugin"]] = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry.append(cls)

    def process(self, path, options):
        raise NotImplementedError


class ExifStrip(Plugin):
    def process(self, path, options):
        extra = options.get("exif_args", "-all=")
        subprocess.run("exiftool -overwrite_original " + extra + " " + path, shell=True, check=True)


class Orientation(Plugin):
    def process(self, path, options):
        out = subprocess.run(["exiftool", "-j", "-Orientation", path], capture_output=True, check=True)
        return json.loads(out.stdout)[0].get("Orientation")


def run_all(path, options):
    return [p().process(path, options) for p in Plugin.registry]
