import asyncio
import math
import shutil

SERVICES = {
    "web": "nginx.service",
    "db": "postgresql.service",
    "queue": "rabbitmq-server.service",
    "agent": "rpcd.service",
}

_MATH = {k: getattr(math, k) for k in ("sqrt", "log", "log2", "ceil", "floor", "pi", "e")}


class SystemMethods:
    async def rpc_disk_usage(self, path="/"):
        proc = await asyncio.create_subprocess_shell(f"du -sh {path}", stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return out.decode().split("\t", 1)[0]

    async def rpc_service_status(self, service):
        unit = SERVICES.get(service)
        if unit is None:
            return {"error": f"unknown service {service}"}
        proc = await asyncio.create_subprocess_exec("systemctl", "is-active", unit, stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return {"service": service, "state": out.decode().strip()}

    def rpc_free_space(self, mount="/"):
        usage = shutil.disk_usage(mount)
        return {"total": usage.total, "free": usage.free}

    def rpc_calc(self, expression):
        """Used by the dashboard for capacity formulas, e.g. 'ceil(120 / 8)'."""
        return eval(expression, {"__builtins__": {}}, dict(_MATH))
