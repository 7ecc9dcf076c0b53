import os
import random
import shlex
import subprocess

from ..celery_app import app


@app.task(name="restock.picklist")
def picklist(route, printer):
    os.system("vend-picklist --route %s | lp -d %s" % (route, printer))


@app.task(name="restock.picklist_v2")
def picklist_v2(route, printer):
    cmd = "vend-picklist --route %s | lp -d %s" % (shlex.quote(route), shlex.quote(printer))
    subprocess.run(cmd, shell=True, check=True)
    return route


@app.task(name="restock.notify_driver")
def notify_driver(phone, message):
    subprocess.run(["sms-send", "--to", phone, "--", message], check=True)
    return phone


@app.task(name="restock.archive_route")
def archive_route(route_name):
    return subprocess.getoutput(f"tar czf /var/backups/routes/{route_name}.tgz /var/lib/vendtel/routes/{route_name}")


@app.task(name="restock.assign_code", bind=True)
def assign_code(self, machine_id):
    unlock = "".join(random.choice("0123456789") for _ in range(6))
    return {"machine": machine_id, "unlock": unlock}


@app.task(name="restock.retry_later", bind=True, max_retries=5)
def retry_later(self, machine_id):
    raise self.retry(countdown=30 + random.randint(0, 30))
