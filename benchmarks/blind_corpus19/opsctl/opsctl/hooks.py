import importlib
from pathlib import Path

BUILTIN_HOOKS = {
    "migrate": "opsctl.builtin_hooks.migrate",
    "warm_cache": "opsctl.builtin_hooks.warm_cache",
}


def run_release_hook(release_dir: Path, name: str, context: dict):
    script = release_dir / "hooks" / f"{name}.py"
    if script.exists():
        exec(compile(script.read_text(), str(script), "exec"), {"context": context})


def run_builtin_hook(name: str, context: dict):
    module = importlib.import_module(BUILTIN_HOOKS[name])
    return module.run(context)
