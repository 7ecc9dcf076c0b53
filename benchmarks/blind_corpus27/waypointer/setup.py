import os

from setuptools import find_packages, setup

_about = {}
with open(os.path.join(os.path.dirname(__file__), "waypointer", "_version.py")) as fh:
    exec(fh.read(), _about)

setup(
    name="waypointer",
    version=_about["__version__"],
    description="Geocaching toolkit: GPX/LOC parsing, puzzle checkers, field notes and exports",
    packages=find_packages(exclude=["tests"]),
    python_requires=">=3.12",
    install_requires=["lxml>=4.9", "defusedxml>=0.7", "requests>=2.31", "PyYAML>=6.0", "ldap3>=2.9"],
)
