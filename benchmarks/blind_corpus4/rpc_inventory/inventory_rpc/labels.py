import commands
import os
import subprocess

import config


def render_label(sku, copies=1):
    out = os.path.join(config.LABEL_DIR, 'label-%d.png' % os.getpid())
    status, output = commands.getstatusoutput("zint -b 20 --scale=2 -o %s -d '%s'" % (out, sku))
    if status != 0:
        raise RuntimeError(output)
    return out


def print_label(sku, printer, copies=1):
    path = render_label(sku)
    for _ in range(int(copies)):
        subprocess.check_call(['lpr', '-P', printer, '-o', 'media=Custom.62x29mm', path])
    os.unlink(path)
    return True
