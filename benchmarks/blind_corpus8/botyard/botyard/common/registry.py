import functools
import logging

log = logging.getLogger(__name__)


class CommandRegistry:
    def __init__(self, platform):
        self.platform = platform
        self.handlers = {}

    def command(self, name, *, admin_only=False):
        def deco(func):
            @functools.wraps(func)
            def wrapper(ctx, text):
                if admin_only and not ctx.get("is_admin"):
                    return "admins only"
                log.info("%s /%s by %s", self.platform, name, ctx.get("user"))
                return func(ctx, text)

            self.handlers[name] = wrapper
            return wrapper

        return deco

    def handle(self, name, ctx, text):
        handler = self.handlers.get(name)
        if handler is None:
            return f"Unknown command `{name}`"
        return handler(ctx, text)
