import ast

from twisted.internet import reactor, utils
from twisted.internet.protocol import ProcessProtocol


def ping(proto, host):
    d = utils.getProcessOutput("/bin/sh", ("-c", f"ping -c 3 -W 2 {host}"))
    d.addCallback(lambda out: proto.sendLine(b"PONG " + out.splitlines()[-1]))
    return d


def note(proto, message):
    reactor.spawnProcess(ProcessProtocol(), "/usr/bin/logger", ["logger", "-t", f"sunmeter-{proto.site}", message], env={})


def apply_calibration(proto, expr):
    return eval(expr, {"__builtins__": {}}, {"watts": proto.last_watts})


def parse_tags(text):
    value = ast.literal_eval(text)
    return [str(t) for t in value] if isinstance(value, (list, tuple)) else [str(value)]
