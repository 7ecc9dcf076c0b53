import os

from twisted.web.resource import Resource
from twisted.web.server import Site

from .auth import Login, Preferences, RouteLookup
from .files import FirmwareNotes, PlanogramDownload
from .firmware import FirmwareFetch, FirmwareFlash, FirmwareMirror
from .machines import MachineCard, MachineList, OutOfOrder, StockReport
from .planogram import PlanogramBrand, PlanogramQuery, PlanogramUpload


def build_root():
    root = Resource()
    machines = Resource()
    root.putChild(b"machines", machines)
    machines.putChild(b"list", MachineList())
    machines.putChild(b"stock", StockReport())
    machines.putChild(b"card", MachineCard())
    machines.putChild(b"oos", OutOfOrder())
    planograms = Resource()
    root.putChild(b"planograms", planograms)
    planograms.putChild(b"upload", PlanogramUpload())
    planograms.putChild(b"query", PlanogramQuery())
    planograms.putChild(b"brand", PlanogramBrand())
    planograms.putChild(b"download", PlanogramDownload())
    firmware = Resource()
    root.putChild(b"firmware", firmware)
    firmware.putChild(b"fetch", FirmwareFetch())
    firmware.putChild(b"mirror", FirmwareMirror())
    firmware.putChild(b"flash", FirmwareFlash())
    firmware.putChild(b"notes", FirmwareNotes())
    auth = Resource()
    root.putChild(b"auth", auth)
    auth.putChild(b"login", Login())
    auth.putChild(b"route", RouteLookup())
    auth.putChild(b"prefs", Preferences())
    return root


def build_site():
    site = Site(build_root())
    site.displayTracebacks = os.environ.get("SNACKFLEET_TRACEBACKS") == "1"
    return site
