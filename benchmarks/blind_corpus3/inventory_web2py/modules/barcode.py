# -*- coding: utf-8 -*-
"""Barcode label rendering via the zint command line tool."""
import commands
import os
import tempfile

ZINT = '/usr/bin/zint'


def render_label(code, symbology=20):
    out = tempfile.mktemp(suffix='.png', prefix='label-')
    # QR codes (58) need a larger module size to scan reliably on the
    # handhelds; linear codes are fine at 2.
    scale = 4 if symbology == 58 else 2
    try:
        cmd = "%s -b %d --scale=%d -o %s -d '%s'" % (ZINT, symbology, scale, out, code)
        status, output = commands.getstatusoutput(cmd)
        if status != 0:
            raise RuntimeError('zint failed: %s' % output)
        fh = open(out, 'rb')
        try:
            return fh.read()
        finally:
            fh.close()
    finally:
        if os.path.exists(out):
            os.unlink(out)


def zint_version():
    status, output = commands.getstatusoutput(ZINT + ' --version')
    if status:
        print 'zint not available:', output
        return None
    return output.strip()
