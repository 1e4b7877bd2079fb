/**
 * Given names and surnames for the fictional players of team squads, by naming tradition. Each
 * country of the world maps to one tradition, so a Chennai side fields Tamil and other Indian names
 * and a Finnish pesäpallo club Finnish ones; names stay as written at home (diacritics kept), as the
 * model asks for proper names.
 */
import { names } from '../world/league-def.ts';

export interface NamePool {
  male: readonly string[];
  /** Women's sides (netball, women's leagues); the English-speaking list when a tradition has none. */
  female?: readonly string[];
  surnames: readonly string[];
}

const POOLS = {
  in: {
    male: names(`Arjun, Karthik, Vignesh, Rahul, Rohit, Suresh, Pradeep, Manoj, Sanjay, Vikram, Harish,
      Dinesh, Anand, Ashwin, Siddharth, Gokul, Naveen, Praveen, Ravi, Sunil, Ajay, Deepak, Amit, Nitin,
      Ishan, Shubman, Yash, Akash, Jaspreet, Hardik, Varun, Shreyas, Murali, Bala, Sathish, Saravanan`),
    female: names(`Priya, Divya, Lakshmi, Kavya, Anjali, Sneha, Pooja, Meera, Harmanpreet, Smriti,
      Deepti, Jemimah, Renuka, Radha, Shafali, Yastika, Nandhini, Keerthana`),
    surnames: names(`Krishnan, Raman, Subramanian, Murugan, Selvam, Pillai, Nair, Menon, Iyer, Reddy,
      Rao, Naidu, Shetty, Sharma, Verma, Yadav, Chauhan, Rawat, Thakur, Gill, Sandhu, Patel, Desai, Joshi,
      Kulkarni, Das, Ghosh, Banerjee, Bhat, Kumar, Singh, Pandey, Mishra, Arumugam, Natarajan, Sundaram`),
  },
  pk: {
    male: names(`Babar, Shaheen, Fakhar, Imam, Shadab, Haris, Naseem, Mohammad, Abdullah, Usman, Saim,
      Rashid, Mujeeb, Ibrahim, Hamza, Faisal, Tamim, Mehidy, Litton, Shakib, Mustafizur, Taskin`),
    surnames: names(`Khan, Ahmed, Ali, Hussain, Malik, Iqbal, Butt, Qureshi, Sheikh, Chaudhry, Afridi,
      Rizwan, Zaman, Shafique, Rahman, Hasan, Islam, Hossain, Das, Zadran, Nabi, Naib`),
  },
  lk: {
    male: names(`Kusal, Dasun, Wanindu, Pathum, Charith, Dhananjaya, Angelo, Dimuth, Maheesh, Dilshan,
      Lahiru, Chamika, Kasun, Nuwan, Dunith`),
    surnames: names(`Perera, Mendis, Fernando, Silva, Jayasuriya, Karunaratne, Asalanka, Nissanka,
      Theekshana, Madushanka, Rajapaksa, Hasaranga, Wellalage, Kumara, Bandara`),
  },
  np: {
    male: names('Rohit, Kushal, Sandeep, Dipendra, Aasif, Sompal, Karan, Gulsan, Aarif, Bhim, Lalit'),
    surnames: names('Paudel, Bhurtel, Lamichhane, Airee, Sheikh, Kami, Jha, Sharki, Rajbanshi, Malla, Thapa'),
  },
  anglo: {
    male: names(`James, Jack, Harry, Oliver, George, Thomas, William, Joe, Ben, Sam, Luke, Ryan, Josh,
      Tom, Daniel, Matt, Jordan, Liam, Connor, Callum, Nathan, Mitchell, Cameron, Jake, Tyler, Brandon`),
    female: names(`Emma, Olivia, Sophie, Grace, Chloe, Jess, Amy, Hannah, Ella, Lucy, Kate, Sarah, Laura,
      Paige, Gretel, Liz, Jo, Maddy, Kiera, Sasha, Jamie-Lee, Helen, Nat, Tayla`),
    surnames: names(`Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Wright, Walker,
      Thompson, White, Hughes, Edwards, Green, Hall, Wood, Harris, Clarke, Cooper, Ward, Morris, King,
      Baker, Turner, Hill, Mitchell, Campbell, Kelly, Stewart, Murphy, Bennett, Robinson, Young, Scott`),
  },
  scot: {
    male: names('Andrew, Callum, Scott, Kieran, Ryan, Stuart, Craig, Ross, Fraser, Euan, Jamie, Lewis'),
    surnames: names(`Campbell, Stewart, Robertson, MacDonald, Murray, Reid, Paterson, Fraser, Ross,
      McGregor, McTominay, Gilmour, Christie, McGinn, Tierney`),
  },
  wales: {
    male: names('Gareth, Aaron, Dafydd, Rhys, Owen, Gethin, Iwan, Dan, Liam, Taulupe, Leigh, Tomos'),
    surnames: names(
      'Jones, Williams, Davies, Evans, Thomas, Roberts, Hughes, Lewis, Morgan, Griffiths, Rees',
    ),
  },
  irish: {
    male: names('Seán, Conor, Cian, Ciarán, Darragh, Eoin, Oisín, Jack, Tadhg, Rónan, Caelan, Josh'),
    surnames: names(`Murphy, Kelly, Byrne, Ryan, Walsh, O'Brien, Doyle, McCarthy, Gallagher, Doherty,
      O'Mahony, Sexton, Kennedy, Healy`),
  },
  jm: {
    male: names('Andre, Chris, Jason, Kemar, Nicholas, Brandon, Rovman, Shai, Alzarri, Jermaine'),
    female: names('Jhaniele, Shanice, Romelda, Khadijah, Nicole, Kadie-Ann, Shimona, Jodi-Ann, Shadine'),
    surnames: names(
      'Campbell, Brown, Williams, Powell, Russell, Holder, Fowler, Hope, Joseph, Thomas, Fraser',
    ),
  },
  za: {
    male: names(`Pieter, Johan, Siya, Eben, Faf, Quinton, Kagiso, Lungi, Temba, Aiden, Cheslin, Handré,
      Damian, Makazole, Willie, Ruan`),
    female: names('Bongiwe, Elmere, Karla, Phumza, Shadine, Izette, Lefébre, Nichole'),
    surnames: names(`van der Merwe, Botha, Pretorius, Nel, Venter, Naidoo, Dlamini, Smit, Kolisi, de Klerk,
      du Plessis, Rabada, Ngidi, Bavuma, Markram, Kolbe, Etzebeth, Mapimpi`),
  },
  hispanic: {
    male: names(`Alejandro, Pablo, Sergio, Álvaro, Javier, Diego, Carlos, Daniel, Marcos, Iker, Pedro,
      Raúl, Adrián, Rodrigo, Mateo, Lucas, Nicolás, Julián, Lautaro, Enzo, Santiago, Luis, José`),
    female: names('María, Lucía, Paula, Laura, Marta, Sofía, Carla, Alba, Irene, Elena'),
    surnames: names(`García, Martínez, López, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández,
      Díaz, Moreno, Álvarez, Romero, Navarro, Torres, Domínguez, Vázquez, Ramos, Gil, Fernández,
      González, Rodríguez, Castro, Herrera`),
  },
  luso: {
    male: names(`João, Pedro, Rafael, Bruno, Diogo, Gonçalo, Rúben, Bernardo, Vitinha, Gabriel, Lucas,
      Matheus, Vinícius, Thiago, Felipe, Rodrigo, Igor, André, Danilo`),
    surnames: names(`Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Lima,
      Alves, Carvalho, Gomes, Ribeiro, Fernandes, Neves, Souza, Barbosa`),
  },
  it: {
    male: names(`Marco, Luca, Alessandro, Lorenzo, Matteo, Federico, Nicolò, Davide, Andrea, Giovanni,
      Francesco, Simone, Riccardo, Gianluca, Sandro`),
    surnames: names(`Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco,
      Bruno, Gallo, Conti, De Luca, Barella, Chiesa, Bastoni, Dimarco`),
  },
  germanic: {
    male: names(`Lukas, Leon, Jonas, Niklas, Florian, Maximilian, Tim, Julian, Kai, Jan, Felix, Marco,
      Manuel, Joshua, Leroy, Fabian, Granit, Xaver`),
    surnames: names(`Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann,
      Koch, Richter, Wolf, Schröder, Neuer, Kimmich, Gruber, Huber, Keller, Brunner`),
  },
  fr: {
    male: names(`Antoine, Kylian, Ousmane, Théo, Jules, Aurélien, Eduardo, Adrien, Lucas, Hugo, Mathis,
      Romain, Benjamin, Dylan, Youssouf, Maxime, Nicolas, Thomas`),
    surnames: names(`Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau,
      Simon, Laurent, Lefebvre, Michel, Fournier, Girard, Mbappé, Kanté, Peeters, Janssens, Mertens`),
  },
  nl: {
    male: names('Daan, Sem, Lucas, Milan, Frenkie, Virgil, Cody, Jurriën, Xavi, Tijjani, Stefan, Bram'),
    surnames: names(`de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer,
      de Boer, Mulder, de Groot, Bos, Vos, Peters`),
  },
  nordic: {
    male: names(`Erik, Lars, Johan, Anders, Magnus, Henrik, Oscar, Viktor, Emil, Rasmus, Mathias,
      Kasper, Sander, Martin, Jesper, Alexander, Filip`),
    surnames: names(`Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson,
      Hansen, Johansen, Olsen, Larsen, Pedersen, Nielsen, Jensen, Christensen, Berg, Lindqvist, Haaland`),
  },
  fi: {
    male: names(`Mikko, Juho, Jukka, Antti, Ville, Eetu, Aleksi, Joonas, Sami, Teemu, Lauri, Otto, Niko,
      Tuomas, Jesse, Veeti, Janne, Kalle`),
    female: names('Aino, Emma, Ella, Venla, Iida, Sara, Noora, Elina, Jenna, Salla, Roosa, Oona, Henna'),
    surnames: names(`Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen,
      Koskinen, Järvinen, Lehtonen, Lehtinen, Saarinen, Salminen, Heinonen, Niemi, Kinnunen, Salonen`),
  },
  eastslav: {
    male: names(`Aleksandr, Dmitry, Sergei, Andrei, Nikita, Ivan, Maxim, Artem, Kirill, Yevgeni, Oleksandr,
      Mykola, Nurlan, Arman, Yerlan`),
    surnames: names(`Ivanov, Smirnov, Kuznetsov, Popov, Vasiliev, Petrov, Sokolov, Mikhailov, Novikov,
      Fedorov, Melnyk, Shevchenko, Boyko, Kovalenko, Bondarenko, Akhmetov, Omarov, Nurlanov`),
  },
  westslav: {
    male: names(`Jakub, Tomáš, Jan, Ondřej, Lukáš, Martin, Piotr, Krzysztof, Kamil, Mateusz, Michał,
      Robert, Wojciech, Marek, Peter`),
    surnames: names(`Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński,
      Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Hamšík`),
  },
  balkan: {
    male: names(
      'Luka, Marko, Nikola, Ivan, Stefan, Dušan, Aleksandar, Mateo, Josip, Jan, Žan, Filip, Domagoj',
    ),
    surnames: names(`Horvat, Kovačević, Babić, Marić, Jurić, Novak, Petrović, Jovanović, Nikolić, Marković,
      Đorđević, Modrić, Perišić, Vlahović, Kos, Zupančič`),
  },
  hu: {
    male: names('Bence, Máté, Levente, Dominik, Ádám, Dániel, Péter, Gergő, Balázs, Zsolt, Krisztián'),
    surnames: names(
      'Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, Szoboszlai',
    ),
  },
  baltic: {
    male: names('Jonas, Mantas, Lukas, Tomas, Domantas, Arvydas, Kristaps, Dāvis, Rolands, Jānis'),
    surnames: names(`Kazlauskas, Jankauskas, Petrauskas, Stankevičius, Vasiliauskas, Sabonis, Valančiūnas,
      Bērziņš, Kalniņš, Ozoliņš, Porziņģis`),
  },
  gr: {
    male: names('Giorgos, Dimitris, Nikos, Kostas, Giannis, Vasilis, Thanasis, Christos, Panagiotis'),
    surnames: names(
      'Papadopoulos, Georgiou, Nikolaidis, Papadakis, Vlachos, Oikonomou, Antetokounmpo, Sloukas',
    ),
  },
  tr: {
    male: names('Mehmet, Mustafa, Emre, Burak, Cengiz, Hakan, Arda, Kerem, Ferdi, Yusuf, Kaan, Ozan'),
    surnames: names('Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan, Kılıç, Güler'),
  },
  ir: {
    male: names('Ali, Mohammad, Mehdi, Reza, Hossein, Saeid, Amir, Fazel, Hamid, Morteza'),
    surnames: names(
      'Hosseini, Mohammadi, Rezaei, Ahmadi, Karimi, Moradi, Jafari, Rahimi, Sadeghi, Atrachali, Taremi',
    ),
  },
  arab: {
    male: names('Mohammed, Ahmed, Salem, Abdullah, Khalid, Saud, Faisal, Yasser, Sultan, Omar, Zeeshan'),
    surnames: names(`Al-Dawsari, Al-Shehri, Al-Ghannam, Al-Faraj, Al-Owais, Al Mansoori, Al Falasi,
      Al Ketbi, Al Shamsi, Al Nuaimi, Al-Busaidi, Maqsood`),
  },
  jp: {
    male: names('Takumi, Kaoru, Wataru, Daichi, Yuki, Ritsu, Shota, Haruto, Kenta, Ryo, Sho, Takefusa'),
    surnames: names(`Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi,
      Kato, Yoshida, Yamada, Mitoma, Kubo, Endo, Tomiyasu`),
  },
  kr: {
    male: names('Min-jae, Heung-min, Kang-in, Hee-chan, Jae-sung, Seung-ho, Woo-yeong, Gue-sung, Ji-sung'),
    surnames: names('Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Hwang, Son'),
  },
  cn: {
    male: names('Wei, Lei, Jun, Hao, Yang, Tao, Peng, Chao, Bin, Long, Yu, Jie, Ming, Zhe, Kai'),
    female: names('Fang, Jing, Li, Mei, Na, Yan, Ying, Xin, Yue, Lin'),
    surnames: names(
      'Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang, Zhou, Wu, Xu, Sun, Ma, Zhu, Hu, Guo, Lin',
    ),
  },
  sea: {
    male: names(`Mohd, Ahmad, Syafiq, Hafiz, Rizky, Marselino, Egy, Pratama, Chanathip, Supachok, Theerathon,
      Jose, Miguel, Carlo, Daniel, Wei Jie`),
    female: names('Nurul, Siti, Aisyah, Putri, Dewi, Nanthida, Maria, Angelica, Joanne, Wei Ling'),
    surnames: names(`Tan, Lim, Lee, Wong, Abdullah, Ismail, Rahman, Ibrahim, Ahmad, Yusof, Santoso, Wijaya,
      Saputra, Hidayat, Songkrasin, Boonmee, Santos, Reyes, Cruz, Bautista, Ong, Goh`),
  },
  africa: {
    male: names(`Kwame, Ibrahima, Sadio, Kalidou, Idrissa, Edouard, Joseph, Brian, Collins, Emmanuel,
      Tendai, Blessing, Sikandar, Richard, Peter, David`),
    female: names(`Joyce, Mary, Grace, Jane, Esther, Lydia, Irene, Peace, Mwai, Towera, Jessica,
      Martha, Loreen, Sharon`),
    surnames: names(`Mané, Koulibaly, Gueye, Sarr, Diallo, Mendy, Otieno, Odhiambo, Mwangi, Kamau, Mutua,
      Banda, Phiri, Chirwa, Nakazzi, Namusoke, Mumba, Chibhabha, Muzarabani, Raza, Ervine`),
  },
  fiji: {
    male: names('Semi, Josua, Waisea, Levani, Viliame, Jiuta, Mesulame, Tevita, Iowane, Kalione, Sireli'),
    female: names('Ana, Vika, Unaisi, Kelera, Asenaca, Mereoni, Salote, Sereana, Maria'),
    surnames: names(
      'Radradra, Tuisova, Nayacalevu, Botia, Volavola, Mata, Nakarawa, Vunipola, Ravouvou, Kuruvoli',
    ),
  },
  pacific: {
    male: names('Ardie, Beauden, Aaron, Sam, Jordie, Rieko, Scott, Codie, Anton, Damian, Richie, Will'),
    female: names('Ameliaranne, Grace, Maia, Kate, Karin, Phoenix, Kelly, Claire, Mila, Georgia'),
    surnames: names(`Smith, Wilson, Williams, Brown, Taylor, Ngata, Parata, Walker, Savea, Barrett,
      Ioane, Retallick, Whitelock, Tuipulotu, Tamati, Te Huia`),
  },
} satisfies Record<string, NamePool>;

export type Tradition = keyof typeof POOLS;

/** The naming tradition of each country code of the world (world/countries.ts). */
const TRADITION_OF: Readonly<Record<string, Tradition>> = {
  in: 'in',
  pk: 'pk',
  bd: 'pk',
  af: 'pk',
  lk: 'lk',
  np: 'np',
  'gb-eng': 'anglo',
  us: 'anglo',
  au: 'anglo',
  ca: 'anglo',
  'gb-sct': 'scot',
  'gb-wls': 'wales',
  ie: 'irish',
  nz: 'pacific',
  jm: 'jm',
  za: 'za',
  es: 'hispanic',
  ar: 'hispanic',
  mx: 'hispanic',
  cu: 'hispanic',
  do: 'hispanic',
  ve: 'hispanic',
  pt: 'luso',
  br: 'luso',
  it: 'it',
  de: 'germanic',
  at: 'germanic',
  ch: 'germanic',
  fr: 'fr',
  be: 'fr',
  nl: 'nl',
  se: 'nordic',
  no: 'nordic',
  dk: 'nordic',
  fi: 'fi',
  ru: 'eastslav',
  by: 'eastslav',
  ua: 'eastslav',
  kz: 'eastslav',
  pl: 'westslav',
  cz: 'westslav',
  sk: 'westslav',
  hr: 'balkan',
  rs: 'balkan',
  si: 'balkan',
  hu: 'hu',
  lt: 'baltic',
  lv: 'baltic',
  gr: 'gr',
  tr: 'tr',
  ir: 'ir',
  sa: 'arab',
  ae: 'arab',
  om: 'arab',
  jp: 'jp',
  kr: 'kr',
  cn: 'cn',
  hk: 'cn',
  my: 'sea',
  sg: 'sea',
  id: 'sea',
  th: 'sea',
  ph: 'sea',
  ke: 'africa',
  ug: 'africa',
  mw: 'africa',
  zw: 'africa',
  sn: 'africa',
  fj: 'fiji',
  qa: 'arab',
  kw: 'arab',
  bh: 'arab',
  lb: 'arab',
  jo: 'arab',
  uz: 'eastslav',
  tw: 'cn',
  ws: 'pacific',
  to: 'pacific',
  pg: 'pacific',
  'west-indies': 'jm',
};

/** Traditions a club of an international competition ('world', 'eu', 'asia') draws from. */
export const INTERNATIONAL: Readonly<Record<string, readonly Tradition[]>> = {
  world: ['anglo', 'hispanic', 'luso', 'fr', 'germanic', 'nordic', 'eastslav', 'westslav', 'africa'],
  eu: ['anglo', 'hispanic', 'luso', 'fr', 'germanic', 'nordic', 'westslav', 'balkan', 'it'],
  asia: ['in', 'pk', 'jp', 'kr', 'cn', 'sea', 'arab', 'ir'],
};

export function traditionOf(countryCode: string): Tradition | undefined {
  return TRADITION_OF[countryCode];
}

export function poolOf(tradition: Tradition): NamePool {
  return POOLS[tradition];
}

/** Every tradition's pool, for tests. */
export const TRADITIONS = Object.keys(POOLS) as Tradition[];
