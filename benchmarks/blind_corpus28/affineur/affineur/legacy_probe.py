# Listener for the 2009 cave probes that still post over plain TCP.
# Runs under python2 on the old cave PC until the probes are replaced.
import SocketServer
import sys
import urllib2

from affineur_compat import enqueue_reading

PORTAL = "http://portal.vallee-verte.coop/api/probe"


class ProbeHandler(SocketServer.StreamRequestHandler):
    def handle(self):
        line = self.rfile.readline().strip()
        try:
            probe, kind, value = line.split(";")
            enqueue_reading(probe, kind, float(value))
        except ValueError, e:
            print >>sys.stderr, "bad frame %r: %s" % (line, e)
            return
        if kind == "alarm":
            urllib2.urlopen(PORTAL + "/alarm?probe=" + probe, timeout=5)
        print "ok %s" % probe


if __name__ == "__main__":
    server = SocketServer.TCPServer(("0.0.0.0", 7001), ProbeHandler)
    try:
        server.serve_forever()
    except KeyboardInterrupt, e:
        print "stopping"
