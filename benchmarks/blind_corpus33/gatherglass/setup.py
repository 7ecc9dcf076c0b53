from setuptools import find_packages, setup

setup(
    name="gatherglass",
    version="1.7.0",
    packages=find_packages(),
    include_package_data=True,
    install_requires=[
        "pyramid>=2.0",
        "pyramid_debugtoolbar",
        "waitress",
        "requests",
        "python-ldap",
        "lxml",
        "defusedxml",
    ],
    entry_points={
        "paste.app_factory": ["main = gatherglass:main"],
        "console_scripts": ["gatherglass-initdb = gatherglass.scripts.initdb:main"],
    },
)
