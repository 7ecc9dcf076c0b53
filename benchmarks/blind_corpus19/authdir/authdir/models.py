from dataclasses import dataclass


@dataclass(frozen=True)
class Person:
    uid: str
    cn: str
    mail: str
    title: str = ""

    @classmethod
    def from_entry(cls, entry):
        return cls(
            uid=entry.uid.value,
            cn=entry.cn.value,
            mail=entry.mail.value,
            title=getattr(entry, "title", None) and entry.title.value or "",
        )
