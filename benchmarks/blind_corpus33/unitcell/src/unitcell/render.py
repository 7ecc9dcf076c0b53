"""Ball-and-stick pictures via POV-Ray."""
import os
import subprocess
import tempfile

from . import _config


def _scene(atoms):
    spheres = "\n".join("sphere { <%.3f, %.3f, %.3f>, 0.4 pigment { color rgb <0.6, 0.6, 0.9> } }" % a for a in atoms)
    return "camera { location <0, 0, -20> look_at <0, 0, 0> }\nlight_source { <10, 10, -10> color rgb 1 }\n" + spheres


def render_image(atoms, title, out_png):
    scene = tempfile.mktemp(suffix=".pov")
    with open(scene, "w") as fh:
        fh.write("// %s\n" % title.replace("\n", " "))
        fh.write(_scene(atoms))
    os.system('%s +I%s +O%s +W800 +H600 -D "Declare=Title=%s"' % (_config.POVRAY, scene, out_png, title))
    os.unlink(scene)
    return out_png


def render_thumbnail(atoms, out_png, size=160):
    fd, scene = tempfile.mkstemp(suffix=".pov")
    with os.fdopen(fd, "w") as fh:
        fh.write(_scene(atoms))
    subprocess.run([_config.POVRAY, "+I" + scene, "+O" + out_png, "+W%d" % int(size), "+H%d" % int(size), "-D"], check=True)
    os.unlink(scene)
    return out_png
