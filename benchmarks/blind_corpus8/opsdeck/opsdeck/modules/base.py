class ModuleError(Exception):
    pass


class Module:
    """Base class for agent-side task modules.

    Subclasses set ``name`` and ``required`` and implement ``apply``.
    """

    name = ""
    required = ()

    def __init__(self, facts=None, check_mode=False):
        self.facts = facts or {}
        self.check_mode = check_mode

    def validate(self, params):
        missing = [k for k in self.required if k not in params]
        if missing:
            raise ModuleError(f"{self.name}: missing {', '.join(missing)}")

    def __call__(self, params):
        self.validate(params)
        if self.check_mode:
            return {"changed": False, "skipped": "check mode"}
        result = self.apply(params)
        result.setdefault("module", self.name)
        return result

    def apply(self, params):
        raise NotImplementedError
