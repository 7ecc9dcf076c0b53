# Legacy line protocol listener for the 2014 vinyl cutter bridge (Python 2 only).
# Each line is a repr() of a dict written by the bridge's VB6 shim.
import os
import SocketServer
import subprocess

class CutterHandler(SocketServer.StreamRequestHandler):
    def handle(self):
        for line in self.rfile:
            try:
                job = eval(line.strip())
            except SyntaxError, e:
                print "bad line from %s: %s" % (self.client_address[0], e)
                continue
            print "cutting", job.get("name")
            subprocess.call(["vinylcut", "--speed", str(int(job.get("speed", 10))), os.path.abspath(job.get("path", ""))])

if __name__ == "__main__":
    server = SocketServer.ThreadingTCPServer(("0.0.0.0", 9101), CutterHandler)
    print "legacy cutter bridge listening on 9101"
    server.serve_forever()
