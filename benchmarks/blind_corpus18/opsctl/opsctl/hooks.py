import os
import subprocess


def run_hook(meta, stage):
    script = meta.get("hooks", {}).get(stage)
    if not script:
        return 0
    env = dict(os.environ, OPSCTL_STAGE=stage)
    return subprocess.call(script, shell=True, env=env)


def pre_deploy_check(release):

    return subprocess.call(["git", "verify-tag", release])
