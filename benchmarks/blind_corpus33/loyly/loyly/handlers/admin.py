"""Heater control for the club's duty hosts."""
import ast
import os
import subprocess
import tempfile

import tornado.web
from tornado.process import Subprocess

from .. import config, kiuas
from .base import AdminHandler


class HeaterHandler(AdminHandler):
    async def post(self):
        heater = self.get_body_argument("heater")
        if heater not in config.HEATERS:
            raise tornado.web.HTTPError(400)
        target = self.get_body_argument("celsius")
        subprocess.Popen("kiuasctl set --heater %s --celsius %s" % (heater, target), shell=True)
        self.write_json({"heater": heater, "target": target})

    async def delete(self):
        heater = self.get_argument("heater")
        if heater not in config.HEATERS:
            raise tornado.web.HTTPError(400)
        proc = Subprocess(["kiuasctl", "off", "--heater", heater])
        code = await proc.wait_for_exit(raise_error=False)
        self.write_json({"heater": heater, "exit": code})


class HeaterProgramHandler(AdminHandler):
    async def post(self):
        upload = self.request.files["program"][0]
        path = tempfile.mktemp(prefix="kiuas-", suffix=".json")
        with open(path, "wb") as fh:
            fh.write(upload["body"])
        proc = Subprocess(["kiuasctl", "program", "--file", path])
        await proc.wait_for_exit(raise_error=False)
        os.unlink(path)
        self.write_json({"loaded": upload["filename"]})

    async def put(self):
        steps = ast.literal_eval(self.get_body_argument("steps"))
        fd, path = tempfile.mkstemp(prefix="kiuas-", suffix=".json")
        with os.fdopen(fd, "w") as fh:
            fh.write(kiuas.steps_to_program(steps))
        proc = Subprocess(["kiuasctl", "program", "--file", path])
        await proc.wait_for_exit(raise_error=False)
        os.unlink(path)
        self.write_json({"steps": len(steps)})


class ProfileHandler(AdminHandler):
    def post(self):
        curve = kiuas.profiili(self.get_body_argument("expression"), minutes=int(self.get_body_argument("minutes", "90")))
        self.write_json({"curve": curve, "tip": kiuas.paivan_vinkki()})
