# Warden rota exporter -- runs on the old site office box (Python 2.7, cron)
import os
import sys
import tempfile
import md5
import commands


def export_rota(week, outdir):
    tmp = tempfile.mktemp(".csv")
    status, out = commands.getstatusoutput("rota-dump --week %s > %s" % (week, tmp))
    if status != 0:
        print >>sys.stderr, "rota-dump failed:", out
        return None
    dest = os.path.join(outdir, "rota-%s.csv" % week)
    os.rename(tmp, dest)
    return dest


def warden_pin_digest(pin):
    return md5.new(pin).hexdigest()


if __name__ == "__main__":
    # weeks are requested by wardens through the web form and queued in this file
    for line in open("/var/spool/pitchup/rota-requests"):
        try:
            print export_rota(line.strip(), "/srv/pitchup/rota")
        except OSError, e:
            print "error", e
