import asyncio
import ipaddress
import os
import subprocess

import tornado.web

from ..tools import run_tool, whois
from .base import BaseHandler


class PingHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        host = self.get_argument("host")
        count = int(self.get_argument("count", "3"))
        out = subprocess.check_output("ping -c %d %s" % (count, host), shell=True, stderr=subprocess.STDOUT, timeout=30)
        self.write({"output": out.decode(errors="replace")})


class TracerouteHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        try:
            addr = str(ipaddress.ip_address(self.get_argument("ip")))
        except ValueError:
            raise tornado.web.HTTPError(400)
        out = subprocess.run(["traceroute", "-n", "-w", "2", addr], capture_output=True, text=True, timeout=60)
        self.write({"output": out.stdout})


class DnsHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("name")
        qtype = self.get_argument("type", "A")
        self.write({"output": run_tool("dig +short %s %s" % (qtype, name))})


class WhoisHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"output": whois(self.get_argument("domain"))})


class MtrHandler(BaseHandler):
    def prepare(self):
        self.target = self.get_argument("target", "")
        self.report_path = "/tmp/beacon-mtr-%d.txt" % os.getpid()

    @tornado.web.authenticated
    def get(self):
        os.system("mtr --report --report-cycles 5 %s > %s" % (self.target, self.report_path))
        with open(self.report_path) as fh:
            self.write({"output": fh.read()})


class UptimeHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        proc = await asyncio.create_subprocess_shell("uptime; cat /proc/loadavg",
                                                     stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        self.write({"output": out.decode()})

    @tornado.web.authenticated
    async def post(self):
        iface = self.get_argument("iface", "eth0")
        proc = await asyncio.create_subprocess_shell(f"ip -s link show {iface}", stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        self.write({"output": out.decode()})
