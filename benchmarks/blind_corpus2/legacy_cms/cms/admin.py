import commands
import os
import subprocess

import web

import settings


def disk_usage(subdir):
    """Shown on the admin dashboard: /admin/usage?dir=images"""
    return commands.getoutput("du -sh " + os.path.join(settings.MEDIA_ROOT, subdir))


def disk_usage_safe(subdir):
    p = subprocess.Popen(['du', '-sh', '--', os.path.join(settings.MEDIA_ROOT, subdir)],
                         stdout=subprocess.PIPE)
    out, _ = p.communicate()
    return out


class Usage:
    def GET(self):
        i = web.input(dir='')
        web.header('Content-Type', 'text/plain')
        if i.get('safe'):
            return disk_usage_safe(i.dir)
        return disk_usage(i.dir)
