#!/usr/bin/env python
# Prints a PostScript certificate for the office laser printer.
# Older customers still use the printed-certificate link from 2012 e-mails.
import cgi
import os
import sys

sys.path.insert(0, "/srv/flueworks")

form = cgi.FieldStorage()
ref = form.getfirst("ref", "")
copies = form.getfirst("copies", "1")

print "Content-Type: text/html"
print

try:
    ps_path = "/tmp/cert_" + ref + ".ps"
    out = open(ps_path, "w")
    out.write("%!PS\n/Times-Roman findfont 14 scalefont setfont\n72 720 moveto (Certificate " + ref + ") show\nshowpage\n")
    out.close()
    os.system("lpr -P office -# " + copies + " " + ps_path)
    print "<p>Certificate %s sent to the office printer.</p>" % cgi.escape(ref)
except IOError, e:
    print "<p>Could not print the certificate.</p>"
    sys.stderr.write("old_certificate: %s\n" % e)
