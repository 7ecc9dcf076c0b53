import re

from pyramid.authorization import ALL_PERMISSIONS, Allow, Authenticated

from .services.directory import directory

IAR_RE = re.compile(r"^[A-Z]{2}\d{4,8}$")
GRADES = {"1", "2", "3", "4", "5", "6"}


class RootFactory:
    __acl__ = [
        (Allow, Authenticated, "view"),
        (Allow, "group:handlers", "herd"),
        (Allow, "group:owners", ALL_PERMISSIONS),
    ]

    def __init__(self, request):
        self.request = request


def groupfinder(userid, request):
    return ["group:" + g for g in directory.groups_for(userid)]


def valid_iar(value):
    if not IAR_RE.match(value or ""):
        raise ValueError("not an IAR number")
    return value


def valid_grade(value):
    if value not in GRADES:
        raise ValueError("unknown grade")
    return value
