"""Per-user post-fetch hooks, e.g. "notify-send {title}"."""
import asyncio

from . import plugin


@plugin("hooks")
class HookPlugin:
    async def run(self, template, item):
        cmd = template.format(title=item["title"], link=item["link"])
        proc = await asyncio.create_subprocess_shell(cmd)
        return await proc.wait()
