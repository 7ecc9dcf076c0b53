import shlex

REGISTRY = {}


def command(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.name = name
        return cls
    return deco


class Command:
    name = None
    help = ""

    def __init__(self, text, user_id, channel_id, team=None):
        self.raw = text or ""
        self.args = shlex.split(self.raw) if self.raw else []
        self.user_id = user_id
        self.channel_id = channel_id
        self.team = team or (self.args[0] if self.args else "default")

    def run(self):
        raise NotImplementedError

    def reply(self, text):
        return {"response_type": "ephemeral", "text": text}


def dispatch(name, text, user_id, channel_id):
    cls = REGISTRY.get(name)
    if cls is None:
        return {"text": "Unknown command %s" % name}
    return cls(text, user_id, channel_id).run()
