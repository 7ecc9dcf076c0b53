import re
from dataclasses import dataclass

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


@dataclass
class BookingForm:
    name: str
    email: str
    class_id: int
    note: str = ""

    @classmethod
    def from_request(cls, form):
        email = form.get("email", "").strip()
        if not EMAIL.match(email):
            raise ValueError("email")
        return cls(name=form.get("name", "").strip()[:80], email=email, class_id=int(form["class_id"]),
                   note=form.get("note", "")[:500])


LOCAL_PATH = re.compile(r"/(?![/\\])[A-Za-z0-9_./?=&%-]*")


def local_target(value):
    return bool(value) and LOCAL_PATH.fullmatch(value) is not None
