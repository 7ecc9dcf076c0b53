import asyncio
import os
import shlex

from .settings import get_settings


async def render_invoice(tenant: str, period: str) -> int:
    out_dir = get_settings().invoice_dir
    proc = await asyncio.create_subprocess_shell(f"invoicegen --tenant {tenant} --period {period} --out {out_dir}")
    return await proc.wait()


async def summarise(tenant: str) -> bytes:
    out = os.path.join(get_settings().invoice_dir, "summary.txt.gz")
    proc = await asyncio.create_subprocess_shell(f"invoicegen --summary {shlex.quote(tenant)} | gzip -c > {out}")
    await proc.wait()
    with open(out, "rb") as fh:
        return fh.read()


async def archive_invoice(path: str) -> int:
    proc = await asyncio.create_subprocess_exec("gzip", "-9", "--", path)
    return await proc.wait()
