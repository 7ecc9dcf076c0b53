import logging
import os
import subprocess

log = logging.getLogger(__name__)


class Converter:
    """Template: ``convert`` asks the subclass for a command and runs it."""

    name = None
    timeout = 120

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.name:
            from . import REGISTRY

            REGISTRY[cls.name] = cls

    def __init__(self, target, options=None):
        self.target = target
        self.options = dict(options or {})

    def command(self, src, outdir):
        raise NotImplementedError

    def output_path(self, src, outdir):
        stem = os.path.splitext(os.path.basename(src))[0]
        return os.path.join(outdir, "%s.%s" % (stem, self.target))

    def convert(self, src, outdir):
        cmd = self.command(src, outdir)
        shell = isinstance(cmd, str)
        log.info("running %s", cmd)
        subprocess.run(cmd, shell=shell, check=True, timeout=self.timeout, cwd=outdir)
        return self.output_path(src, outdir)
