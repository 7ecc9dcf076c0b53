"""Small validation helpers for the quote form."""
import re
import secrets
from dataclasses import dataclass, field

POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}", re.I)
PIECES = {"armchair", "sofa2", "sofa3", "dining", "footstool", "headboard"}


class FormError(ValueError):
    pass


@dataclass
class QuoteRequest:
    name: str
    email: str
    phone: str
    postcode: str
    piece: str
    widths: str
    cushions: str = "[]"
    colour: str = ""
    photo_url: str = ""
    ref: str = field(default_factory=lambda: "TT" + secrets.token_hex(4).upper())

    @classmethod
    def from_form(cls, form):
        piece = form.get("piece", "")
        if piece not in PIECES:
            raise FormError("Please choose a type of furniture.")
        postcode = form.get("postcode", "").strip()
        if not POSTCODE.fullmatch(postcode):
            raise FormError("Please enter a UK postcode.")
        return cls(
            name=form.get("name", "").strip(),
            email=form.get("email", "").strip(),
            phone=form.get("phone", "").strip(),
            postcode=postcode,
            piece=piece,
            widths=form.get("widths", "0"),
            cushions=form.get("cushions", "[]"),
            colour=form.get("colour", ""),
            photo_url=form.get("photo_url", "").strip(),
        )

    def payload(self):
        return dict(self.__dict__)
