from setuptools import find_packages, setup

setup(
    name="ridgeroll",
    version="1.6.0",
    description="Jobs, roof surveys, reed stock and quotes for a thatching contractor",
    packages=find_packages(exclude=["tests"]),
    install_requires=[
        "pyramid>=2.0",
        "pyramid_debugtoolbar",
        "waitress",
        "ldap3",
        "lxml",
        "defusedxml",
        "requests",
    ],
    entry_points={
        "paste.app_factory": ["main = ridgeroll:main"],
        "console_scripts": ["ridgeroll-initdb = ridgeroll.scripts.initdb:main"],
    },
)
