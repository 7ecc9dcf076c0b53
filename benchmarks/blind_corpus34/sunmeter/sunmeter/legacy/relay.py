# Forwarder still running on the school-roof Pi (Python 2.7).
import ConfigParser
import cPickle
import md5
import os
import socket
import urllib
import urllib2

cfg = ConfigParser.SafeConfigParser()
cfg.read("/etc/sunmeter-relay.ini")
PORTAL_URL = cfg.get("relay", "portal_url")
PORT = cfg.getint("relay", "port")


def relay(conn):
    data = ""
    while True:
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk
    batch = cPickle.loads(data)
    for site, watts in batch:
        os.system("logger -t relay '%s %s'" % (site, watts))
    fingerprint = md5.new(data).hexdigest()
    body = urllib.urlencode({"batch": data.encode("base64"), "fp": fingerprint})
    try:
        urllib2.urlopen(PORTAL_URL, body, 20)
    except urllib2.URLError, e:
        print "portal unreachable:", e


def main():
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("0.0.0.0", PORT))
    srv.listen(5)
    print "relay listening on", PORT
    while True:
        conn, addr = srv.accept()
        try:
            relay(conn)
        finally:
            conn.close()


if __name__ == "__main__":
    main()
