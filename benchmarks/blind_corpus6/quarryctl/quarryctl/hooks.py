import logging
import os
import subprocess

log = logging.getLogger(__name__)


def run_hook(cfg, stage, **values):
    cmd = cfg.hooks.get(stage)
    if not cmd:
        return
    log.info("running %s hook: %s", stage, cmd)
    env = dict(os.environ)
    env.update({f"QUARRY_{k.upper()}": str(v) for k, v in values.items()})
    subprocess.run(cmd, shell=True, check=True, env=env)
