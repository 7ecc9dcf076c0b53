import ast
import base64
import pickle

import yaml

from . import auth, diag, firmware, store, uploads

HANDLERS = {}


def command(verb, needs_site=True):
    def deco(fn):
        fn.needs_site = needs_site
        HANDLERS[verb] = fn
        return fn

    return deco


@command("HELLO", needs_site=False)
def hello(proto, rest):
    site_id, _, response = rest.partition(" ")
    return auth.verify_site(proto, site_id, response)


@command("ADMIN", needs_site=False)
def admin(proto, rest):
    user, _, password = rest.partition(" ")
    return auth.admin_login(proto, user, password)


@command("NAME")
def name(proto, rest):
    proto.factory.names[proto.site] = rest[:120]
    proto.sendLine(b"OK")


@command("READ")
def read(proto, rest):
    ts, watts, kwh = rest.split()[:3]
    proto.last_watts = float(watts)
    return store.record_reading(proto.factory.dbpool, proto.site, ts, watts, kwh)


@command("HISTORY")
def history(proto, rest):
    return store.history(proto.factory.dbpool, proto.site, rest or "7").addCallback(
        lambda rows: proto.sendLine(("HIST " + ";".join(f"{r[0]},{r[1]}" for r in rows)).encode())
    )


@command("CAL")
def calibrate(proto, rest):
    proto.sendLine(f"CAL {diag.apply_calibration(proto, rest)}".encode())


@command("TAGS")
def tags(proto, rest):
    proto.tags = diag.parse_tags(rest)
    proto.sendLine(b"OK")


@command("STATE")
def state(proto, rest):
    proto.inverter_state = pickle.loads(base64.b64decode(rest))
    proto.sendLine(b"OK")


@command("META")
def meta(proto, rest):
    proto.meta = yaml.safe_load(base64.b64decode(rest))
    proto.sendLine(b"OK")


@command("FW")
def firmware_check(proto, rest):
    return firmware.check(proto, rest.strip())


@command("LOGX")
def event_log(proto, rest):
    proto.pending_xml = []


@command("PING")
def ping(proto, rest):
    return diag.ping(proto, rest.strip())


@command("NOTE")
def note(proto, rest):
    diag.note(proto, rest)


@command("UPLOAD")
def upload(proto, rest):
    uploads.begin(proto, rest)
