#!/usr/bin/env python2
# Relay between the old #ops IRC channel and the Slack bot.
#
# Still deployed on the jump host for the teams that have not moved to
# Slack.  Runs under the system python2; do not "modernise" without
# testing on that box.
import os
import socket
import sys
import time
import urllib2

SERVER = os.environ.get("IRC_SERVER", "irc.ops.example.net")
PORT = int(os.environ.get("IRC_PORT", "6667"))
NICK = os.environ.get("IRC_NICK", "pagerbot")
CHANNEL = os.environ.get("IRC_CHANNEL", "#ops")
SLACK_HOOK = os.environ.get("SLACK_RELAY_HOOK")
ADMINS = set(os.environ.get("IRC_ADMINS", "alice,bob").split(","))


class Relay(object):

    def __init__(self):
        self.sock = None
        self.scratch = {"time": time, "os": os}

    def connect(self):
        self.sock = socket.create_connection((SERVER, PORT))
        self.send("NICK %s" % NICK)
        self.send("USER %s 0 * :incident relay" % NICK)
        self.send("JOIN %s" % CHANNEL)

    def send(self, line):
        self.sock.sendall(line + "\r\n")

    def say(self, text):
        for chunk in text.splitlines()[:10]:
            self.send("PRIVMSG %s :%s" % (CHANNEL, chunk))

    def forward(self, nick, text):
        if not SLACK_HOOK:
            return
        payload = '{"text": "[irc] <%s> %s"}' % (nick, text.replace('"', '\\"'))
        try:
            urllib2.urlopen(urllib2.Request(SLACK_HOOK, payload, {"Content-Type": "application/json"}), timeout=5)
        except urllib2.URLError, e:
            print >>sys.stderr, "relay to slack failed:", e

    def handle_command(self, nick, text):
        if text.startswith("!py ") and nick in ADMINS:
            code = text[4:]
            try:
                exec code in self.scratch
            except Exception, e:
                self.say("error: %s" % e)
            else:
                self.say(repr(self.scratch.get("_", None)))
        elif text.startswith("!dns "):
            target = text[5:].strip()
            out = os.popen("host -W 2 %s" % target).read()
            self.say(out)

    def loop(self):
        buf = ""
        while True:
            data = self.sock.recv(4096)
            if not data:
                raise socket.error("connection closed")
            buf += data
            while "\r\n" in buf:
                line, buf = buf.split("\r\n", 1)
                if line.startswith("PING"):
                    self.send("PONG" + line[4:])
                    continue
                parts = line.split(" ", 3)
                if len(parts) == 4 and parts[1] == "PRIVMSG":
                    nick = parts[0][1:].split("!", 1)[0]
                    text = parts[3][1:]
                    self.forward(nick, text)
                    self.handle_command(nick, text)


def main():
    while True:
        relay = Relay()
        try:
            relay.connect()
            relay.loop()
        except socket.error, e:
            print "disconnected (%s), reconnecting in 30s" % e
            time.sleep(30)
        except KeyboardInterrupt:
            print "bye"
            return


if __name__ == "__main__":
    main()
