import os
import lit.formats

config.name = "cute-oracle"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".test", ".mlir"]
config.excludes = ["conformance", "Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cute_tools_dir, "..", "corpus")
config.environment["PATH"] = os.pathsep.join(
    [config.cute_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%examples", os.path.join(config.cute_source_dir, "examples")))
