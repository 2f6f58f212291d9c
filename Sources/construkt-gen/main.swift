import ConstruktCLI

ConstruktGen.main()
