from dataclasses import dataclass, field


@dataclass
class Person:
    uid: str
    cn: str
    mail: str
    title: str = ""
    manager: str | None = None
    phones: list[str] = field(default_factory=list)

    @classmethod
    def from_ldap(cls, attrs: dict) -> "Person":
        first = lambda k: (attrs.get(k) or [""])[0]
        return cls(uid=first("uid"), cn=first("cn"), mail=first("mail"), title=first("title"),
                   manager=first("manager") or None, phones=list(attrs.get("telephoneNumber") or []))

    def display_name(self) -> str:
        return "%s (%s)" % (self.cn, self.uid)
